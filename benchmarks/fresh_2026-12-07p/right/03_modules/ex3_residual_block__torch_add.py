# Right: picks proj with a conditional expression and returns torch.add(proj(x), branch) with Tensor.relu(), instead of the + operator and torch.relu.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.add(self.proj(x), self.fc2(self.fc1(x).relu()))
