# Mistake: "The input may have any number of leading batch dimensions ... and in any memory layout" — flattens the leading dimensions with x.view(-1, in_features), which raises on a non-contiguous (B, S, I) input such as torch.randn(B, I, S).transpose(1, 2) (2-D inputs happen to pass).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.view(-1, self.in_features)
        out = self.proj(flat) + self.fc2(torch.relu(self.fc1(flat)))
        return out.view(*lead, self.out_features)
