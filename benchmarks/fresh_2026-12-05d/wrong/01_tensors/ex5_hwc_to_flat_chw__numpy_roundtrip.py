# Mistake: "gradients flow back to `x` when it requires grad" / "inputs on an accelerator ... `.numpy()` refuses them" — the NumPy round trip detaches the result from the graph and fails for meta or accelerator inputs.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    arr = x.detach().cpu().numpy().transpose(0, 3, 1, 2)
    return torch.from_numpy(arr.reshape(arr.shape[0], -1).copy())
