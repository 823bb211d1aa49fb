# Mistake: "Use the attribute names `fc1`, `fc2` and `proj`" — the branch lives in an nn.Sequential called body, so the layers are body.0 and body.2: there is no fc1/fc2 attribute, and parameters named fc1.weight, fc2.weight... cannot be loaded.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_features, hidden), nn.ReLU(), nn.Linear(hidden, out_features))
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.body(x)
