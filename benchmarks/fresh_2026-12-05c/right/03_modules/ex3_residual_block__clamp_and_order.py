# Right: ReLU written as clamp(min=0), the residual branch computed first and the skip added second (addition commutes); an in-place relu on fc1's fresh output is harmless
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Linear(in_features, out_features, bias=False)
                     if in_features != out_features else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.fc1(x).clamp(min=0)
        return self.fc2(hidden) + self.proj(x)
