# Approach: reference first, torch.matmul on tensors created on the device, assert_close inside try.
def device_really_works(device) -> bool:
    try:
        device = torch.device(device)
        g = torch.Generator().manual_seed(1)
        x, w = torch.rand(8, 16, generator=g), torch.rand(16, 4, generator=g)
        expected = torch.matmul(x, w)
        got = torch.matmul(torch.tensor(x.tolist(), device=device), w.to(device=device))
        torch.testing.assert_close(got.cpu(), expected, rtol=1e-3, atol=1e-4)
        return True
    except Exception:
        return False
