# Right: names the branch and shortcut explicitly and combines them with torch.add(branch, skip), relu as a method.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Linear(in_features, out_features, bias=False)
                     if in_features != out_features else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        branch = self.fc2(self.fc1(x).relu())
        return torch.add(branch, self.proj(x))
