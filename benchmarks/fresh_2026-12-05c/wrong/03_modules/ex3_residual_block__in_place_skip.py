# Mistake: "an in-place sum such as `skip = self.proj(x); skip += ...`: `nn.Identity` returns `x` itself, so that writes into the caller's tensor"
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
        skip = self.proj(x)
        skip += self.fc2(torch.relu(self.fc1(x)))
        return skip
