# Mistake: "`nn.Identity()` when `in_features == out_features`" — the test compares in_features with hidden (the size fc2 reads), right only when hidden == out_features: ResidualBlock(4, 4, 8) gets a projection, ResidualBlock(3, 5, 3) an Identity that cannot be added.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == hidden:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
