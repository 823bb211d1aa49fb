# Right: forward written functionally with F.linear on the registered weights, clamp_min(0) as the ReLU, and the identity case detected by isinstance(self.proj, nn.Identity) (the skip then is x itself, only read).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = F.linear(x, self.fc1.weight, self.fc1.bias).clamp_min(0)
        branch = F.linear(h, self.fc2.weight, self.fc2.bias)
        skip = x if isinstance(self.proj, nn.Identity) else F.linear(x, self.proj.weight)
        return torch.add(skip, branch)
