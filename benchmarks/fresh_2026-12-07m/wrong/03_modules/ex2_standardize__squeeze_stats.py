# Mistake: "(C, 1, 1) with one value per image channel": squeezes the copies, so a (C, 1, 1) mean becomes (C,) and broadcasts along the last dimension W instead of the channels (wrong values when C == W, an error otherwise).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone().squeeze())
        self.register_buffer("std", std.detach().clone().squeeze())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
