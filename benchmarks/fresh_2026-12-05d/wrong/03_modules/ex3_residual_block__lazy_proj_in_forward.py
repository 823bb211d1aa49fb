# Mistake: "The skip path `proj` is ... `nn.Linear(in_features, out_features, bias=False)` otherwise" (a registered layer, with parameters) — the projection is created inside forward when the sizes differ: new random weights at every call, never in parameters(), never trained, not saved, and created on the CPU in float32 whatever x is.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity()
        self.out_features = out_features

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.shape[-1] != self.out_features:
            self.proj = nn.Linear(x.shape[-1], self.out_features, bias=False)
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
