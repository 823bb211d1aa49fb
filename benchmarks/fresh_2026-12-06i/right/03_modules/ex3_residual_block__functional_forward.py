# Right: keeps the registered layers but computes forward with F.linear on their weights, choosing the skip by isinstance(self.proj, nn.Identity), and adds branch first (out of place).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = F.relu(F.linear(x, self.fc1.weight, self.fc1.bias))
        branch = F.linear(h, self.fc2.weight, self.fc2.bias)
        skip = x if isinstance(self.proj, nn.Identity) else F.linear(x, self.proj.weight)
        return branch + skip
