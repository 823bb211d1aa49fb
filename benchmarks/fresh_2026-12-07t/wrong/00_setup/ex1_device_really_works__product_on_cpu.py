# Mistake: "a small matrix product computed **on** `device`": the product is computed on the CPU and only the result is sent to the device and back, so a faulty accelerator whose products are wrong (every entry 1 too large, one entry 0.5 off, ...) is answered True.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        round_trip = expected.to(device).cpu()   # does the device hold the numbers?
        return bool(torch.allclose(round_trip, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
