# Mistake: "The input may have any number of leading batch dimensions (none included ...); the output keeps the input's leading dimensions" — flattens to (-1, in_features), so (I,) gives (1, O) and (B, N, I) gives (B*N, O)
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.in_features = in_features
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.reshape(-1, self.in_features)
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
