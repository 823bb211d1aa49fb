# Right: skip chosen with a dict lookup on the equality, sum written with torch.add.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = {True: lambda: nn.Identity(),
                     False: lambda: nn.Linear(in_features, out_features, bias=False)}[in_features == out_features]()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.fc1(x).clamp(min=0)
        return torch.add(self.proj(x), self.fc2(hidden))
