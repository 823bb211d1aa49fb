# Mistake: "it stores **copies** of the tensors `mean` and `std`" with "`x`, `mean` and `std` of the same dtype" (float32 or float64) and "inputs on an accelerator: the result as the reference's, on the same device": the copies are rebuilt from Python numbers with torch.tensor(t.tolist()), which makes them float32 and CPU tensors, so float64 statistics lose precision (and state_dict holds float32) and (C, 1, 1) or (W,) statistics on an accelerator fail against x there.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        # rebuild from plain numbers: guaranteed to share nothing with the caller
        self.register_buffer("mean", torch.tensor(mean.tolist()))
        self.register_buffer("std", torch.tensor(std.tolist()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
