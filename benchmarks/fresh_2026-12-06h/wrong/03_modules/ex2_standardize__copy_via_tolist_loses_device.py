# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the copies are made with torch.tensor(mean.tolist(), dtype=...), which always lands on the CPU: with accelerator statistics of shape (C, 1, 1) or (W,) the forward mixes a CPU buffer with an accelerator x and raises (a 0-d CPU buffer happens to broadcast), and the statistics are read back to the host.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        # a fresh tensor built from the values: certainly not the caller's storage
        self.register_buffer("mean", torch.tensor(mean.tolist(), dtype=mean.dtype))
        self.register_buffer("std", torch.tensor(std.tolist(), dtype=std.dtype))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
