# Mistake: "(W,) with one value per position of the last dimension": treats 1-D statistics like torchvision's Normalize (one per channel) whenever x is an image, so for x of shape (N, C, H, W) with stats of shape (W,) it is wrong (W == C: values broadcast over channels instead of columns) or raises (W != C).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        mean, std = self.mean, self.std
        if mean.dim() == 1 and x.dim() >= 3:       # per-channel statistics, as in Normalize
            mean, std = mean.view(-1, 1, 1), std.view(-1, 1, 1)
        return (x - mean) / std
