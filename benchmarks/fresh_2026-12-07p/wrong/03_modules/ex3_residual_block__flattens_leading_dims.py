# Mistake: "The input may have any number of leading batch dimensions ... the output keeps the input's leading dimensions": the learner flattens to (rows, I) and reshapes back with only the first dimension, so x of shape (B, S, I) returns (B, S*O) instead of (B, S, O) (and (I,) fails).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.reshape(-1, x.shape[-1])
        out = self.proj(rows) + self.fc2(torch.relu(self.fc1(rows)))
        return out.reshape(x.shape[0], -1)
