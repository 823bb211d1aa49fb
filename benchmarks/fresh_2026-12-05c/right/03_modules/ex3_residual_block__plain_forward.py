# Right: Identity or bias-free Linear chosen in __init__; forward adds the two paths out of place, so x (returned by Identity) is never written
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
        residual = self.fc2(torch.relu(self.fc1(x)))
        return torch.add(self.proj(x), residual)
