# Mistake: "`nn.Linear(in_features, out_features, bias=False)` ... compared with the reference: ... the gradient ... that reaches every parameter" -- the projection shortcut is frozen (requires_grad_(False)) as a "fixed" skip path, so with in_features != out_features proj.weight gets no gradient and the optimizer never trains it.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False).requires_grad_(False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
