# Mistake: "the result has `x`'s shape" (x may be (C, H, W)) — the statistics are stored with an extra leading batch dimension (unsqueeze(0)), so an unbatched (C, H, W) image with (C, 1, 1) statistics comes back as (1, C, H, W).
class Standardize(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", mean.clone().unsqueeze(0))
        self.register_buffer("std", std.clone().unsqueeze(0))

    def forward(self, x):
        return (x - self.mean) / self.std
