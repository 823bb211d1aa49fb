# Mistake: "a batch of 0 or 1 keeps its dimension" — the leading dimensions are flattened and restored with reshape(*lead, -1), which cannot infer the -1 of a batch with 0 rows and raises for N == 0
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.reshape(-1, x.shape[-1])
        out = self.proj(flat) + self.fc2(torch.relu(self.fc1(flat)))
        return out.reshape(*lead, -1)
