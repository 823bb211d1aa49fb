# Mistake: "`nn.Linear(in_features, out_features, bias=False)` otherwise, as in ResNet's shortcut" — the parameter-free ResNet "option A" shortcut is used instead (zero-pad x up to out_features, or cut it down), so there is no proj parameter and the output differs from proj(x) whenever the sizes differ.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity()
        self.in_features, self.out_features = in_features, out_features

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.out_features >= self.in_features:
            skip = F.pad(x, (0, self.out_features - self.in_features))
        else:
            skip = x[..., : self.out_features]
        return skip + self.fc2(torch.relu(self.fc1(x)))
