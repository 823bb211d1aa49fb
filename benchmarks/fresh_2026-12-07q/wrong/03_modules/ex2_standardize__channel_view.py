# Mistake: "(the statistics broadcast against `x`: scalars, `(C, 1, 1)` ... or `(W,)` with one value per position of the last dimension)" -- 1-D statistics are reshaped to (C, 1, 1) as if they were per channel, so a (W,) mean against x (N, C, H, W) with W != C fails or is applied along the wrong axis (e.g. W=3, C=1 gives shape (N, 3, H, W)).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        mean, std = self.mean, self.std
        if x.dim() >= 3 and mean.dim() == 1:      # per-channel statistics for images
            mean, std = mean.view(-1, 1, 1), std.view(-1, 1, 1)
        return (x - mean) / std
