# Right: keeps the branch in a helper method and combines with torch.add(skip, branch); builds proj with a conditional expression.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def branch(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(F.relu(self.fc1(x)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.add(self.proj(x), self.branch(x))
