/** The car picture cards, galleries and the details page share: the drawing of the offer's model in its colour, or the offer's photo, whole. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { VehiclePicture } from '../../ui/vehicle/vehicle-picture';

const offerOf = (categoryCode: string) => demoOffers.find((o) => o.category.categoryCode === categoryCode)!;

describe('VehiclePicture', () => {
  it.each([
    ['HATCH', 'hatch'],
    ['SEDAN', 'sedan'],
    ['SUV', 'suv'],
    ['PICKUP', 'pickup'],
  ])('draws a %s offer as a %s, its body in the chosen colour and the glass and tyres in their own', async (code, body) => {
    const offer = offerOf(code);
    // Even when the stored body type disagrees, the category decides.
    render(<VehiclePicture offer={{ ...offer, bodyType: body === 'hatch' ? 'sedan' : 'hatch' }} colour={{ rgb: '#2A4A7A', secondaryRgb: '#151517' }} label={`carro ${code}`} />);
    // The drawings load with the first picture that needs one; meanwhile the box is there, labelled.
    expect(screen.getByRole('img', { name: `carro ${code}` })).toBeTruthy();
    const svg = await screen.findByTestId('vehicle-drawing');
    expect(svg.getAttribute('aria-label')).toBe(`carro ${code}`);
    expect(svg.getAttribute('data-body-type')).toBe(body);
    expect(svg.getAttribute('viewBox')).toBe('0 0 480 200');
    expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
    expect(svg.querySelector('[data-part="body"]')!.getAttribute('fill')).toBe('#2A4A7A');
    expect(svg.querySelector('[data-part="roof"]')!.getAttribute('fill')).toBe('#151517');
    for (const part of ['tyre', 'window', 'headlight']) expect(svg.querySelector(`[data-part="${part}"]`)!.getAttribute('fill')).not.toBe('#2A4A7A');
    expect(svg.querySelectorAll('[data-part="tyre"]')).toHaveLength(2);
  });

  it('draws each model as itself: the Mobi, the Argo, the 208 and the C3, all hatches, are four different cars', async () => {
    const hatches = ['Mobi', 'Argo', '208', 'C3'].map((model) => demoOffers.find((o) => o.modelShortName === model)!);
    for (const offer of hatches) render(<VehiclePicture offer={offer} colour={{ rgb: '#B0161E' }} label={offer.modelShortName} />);
    const drawings = await screen.findAllByTestId('vehicle-drawing');
    expect(drawings.map((d) => d.getAttribute('data-model'))).toEqual(['fiat-mobi', 'fiat-argo', 'peugeot-208', 'citroen-c3']);
    expect(drawings.map((d) => d.getAttribute('data-body-type'))).toEqual(['hatch', 'hatch', 'hatch', 'hatch']);
    expect(new Set(drawings.map((d) => d.querySelector('[data-part="body"]')!.getAttribute('d'))).size).toBe(4);
  });

  it('follows the chosen colour: another colour repaints the same car', async () => {
    const mobi = demoOffers.find((o) => o.modelShortName === 'Mobi')!;
    const { rerender } = render(<VehiclePicture offer={mobi} colour={{ rgb: '#F2F2EF' }} label="Mobi" />);
    const body = () => screen.getByTestId('vehicle-drawing').querySelector('[data-part="body"]')!;
    expect((await screen.findByTestId('vehicle-drawing')).getAttribute('data-colour')).toBe('#F2F2EF');
    const outline = body().getAttribute('d');
    rerender(<VehiclePicture offer={mobi} colour={{ rgb: '#1B1B1D' }} label="Mobi" />);
    expect(body().getAttribute('fill')).toBe('#1B1B1D');
    expect(body().getAttribute('d')).toBe(outline);
  });

  it('draws no roof of another colour for a one-colour paint', async () => {
    render(<VehiclePicture offer={offerOf('SUV')} colour={{ rgb: '#F4F4F2', secondaryRgb: null }} label="suv branco" />);
    expect((await screen.findByTestId('vehicle-drawing')).querySelector('[data-part="roof"]')).toBeNull();
  });

  it('shows a photo whole (contained, never cropped) when there is one', () => {
    render(<VehiclePicture offer={offerOf('SUV')} colour={{ rgb: '#F4F4F2' }} src="/foto.png" label="Foto do carro" />);
    const img = screen.getByRole('img', { name: 'Foto do carro' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/foto.png');
    // A content image has one size: no srcset, and lazy unless it is the page's first picture.
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it("offers an uploaded photo's sizes (srcset with the picture's width on the page); the first card's photo loads at once, first", () => {
    const srcSet = '/i/a-s140.webp 140w, /i/a-s319.webp 319w, /i/a-s1280.webp 1280w';
    render(<VehiclePicture offer={offerOf('SUV')} colour={{ rgb: '#F4F4F2' }} src="/i/a-s319.webp" srcSet={srcSet} sizes="(max-width: 720px) 100vw, 380px" priority label="Foto enviada" />);
    const img = screen.getByRole('img', { name: 'Foto enviada' });
    expect(img.getAttribute('srcset')).toBe(srcSet);
    expect(img.getAttribute('sizes')).toBe('(max-width: 720px) 100vw, 380px');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
