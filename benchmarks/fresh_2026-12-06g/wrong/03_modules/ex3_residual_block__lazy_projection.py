# Mistake: "The skip path proj is nn.Identity() when in_features == out_features ... and nn.Linear(in_features, out_features, bias=False) otherwise" (a layer of the block) — the projection is created lazily at the first forward, so a fresh block has no proj parameters to load or to give an optimizer, and the layer then created is in the default dtype on the CPU, whatever .to() did to the block
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.out_features = out_features
        self.proj = nn.Identity()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.shape[-1] != self.out_features and isinstance(self.proj, nn.Identity):
            self.proj = nn.Linear(x.shape[-1], self.out_features, bias=False)
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
