# Right: nn.Identity or a bias-free nn.Linear chosen in __init__; forward sums the two paths out of place with torch.add.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        residual = self.fc2(F.relu(self.fc1(x)))
        return torch.add(self.proj(x), residual)
