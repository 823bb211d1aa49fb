# Mistake: "`std`: ... ordinary values (positive and negative)" and "`forward(x)` returns `(x - mean) / std`" — std is clamped to at least 1e-6 to avoid a division by zero, which replaces every negative std and changes the result there.
class Standardize(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone().clamp(min=1e-6))

    def forward(self, x):
        return (x - self.mean) / self.std
