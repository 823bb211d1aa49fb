# Diagnosis: batch-dims
# Pitfall: squeeze() on the output: a batch of one, or a single output feature, loses its dimension.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (self.proj(x) + self.fc2(torch.relu(self.fc1(x)))).squeeze()
