# Right: adds the skip with torch.add(proj(x), branch) and calls nn.functional.relu through the nn namespace; the projection is chosen by a conditional expression
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        branch = self.fc2(nn.functional.relu(self.fc1(x)))
        return torch.add(self.proj(x), branch)
