# Mistake: "The skip path `proj` is `nn.Identity()` when `in_features == out_features` (no extra parameters)" — always uses a Linear projection, adding a weight (and different outputs) for equal sizes
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
