# Mistake: "`nn.Linear(in_features, out_features, bias=False)` otherwise": the shortcut for different sizes is ResNet's parameter-free option A (zero-pad x to out_features, or crop it), not a learned projection, so there is no proj weight and the output differs whenever in_features != out_features.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity()
        self.pad = out_features - in_features

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skip = self.proj(x)
        if self.pad:
            skip = F.pad(skip, (0, self.pad))     # zero-padded (or cropped) shortcut
        return skip + self.fc2(torch.relu(self.fc1(x)))
