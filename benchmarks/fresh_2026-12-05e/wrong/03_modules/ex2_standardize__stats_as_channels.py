# Mistake: "`mean` and `std` each a scalar, one value per channel `(C, 1, 1)` or one per position of the last dimension `(W,)`" — every non-scalar statistic is reshaped to (-1, 1, 1) as if per channel, so a (W,) statistic is applied along the channel dimension (shape error, or the wrong axis when C == W).
class Standardize(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", mean.clone() if mean.dim() == 0 else mean.clone().reshape(-1, 1, 1))
        self.register_buffer("std", std.clone() if std.dim() == 0 else std.clone().reshape(-1, 1, 1))

    def forward(self, x):
        return (x - self.mean) / self.std
