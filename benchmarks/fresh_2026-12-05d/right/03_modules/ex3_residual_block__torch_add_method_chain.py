# Right: the same block with the layers registered through add_module (same attribute names fc1, fc2, proj) and forward written as a method chain ending in torch.add(proj(x), branch), an out-of-place sum with no activation after it.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.add_module("fc1", nn.Linear(in_features, hidden))
        self.add_module("fc2", nn.Linear(hidden, out_features))
        shortcut = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)
        self.add_module("proj", shortcut)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        branch = self.fc2(self.fc1(x).relu())
        return torch.add(self.proj(x), branch)
