# Right: uses clone() only (the stats never require grad) and divides in place on the fresh tensor that x - mean creates, never on x itself.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        centred = x - self.mean
        return centred.div_(self.std)
