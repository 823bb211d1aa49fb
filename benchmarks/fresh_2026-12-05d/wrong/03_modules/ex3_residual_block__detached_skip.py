# Mistake: "compared with the reference: ... the gradient ... that reaches every parameter and `x`" — to avoid writing into the caller's tensor, the skip path starts from x.detach().clone(), which protects x but cuts the skip path's gradient: x only gets the gradient through fc1 (and proj gets none).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skip = self.proj(x.detach().clone())
        skip += self.fc2(torch.relu(self.fc1(x)))
        return skip
