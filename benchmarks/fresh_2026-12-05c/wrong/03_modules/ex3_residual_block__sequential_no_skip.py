# Mistake: "Pitfalls: an `nn.Sequential` of `fc1`, ReLU, `fc2` (no skip at all)" — the proj(x) term is never added
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)
        self.body = nn.Sequential(self.fc1, nn.ReLU(), self.fc2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)
