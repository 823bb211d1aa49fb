# Mistake: "The input may have any number of leading batch dimensions ... and in any memory layout" — the leading dimensions are merged with x.view(-1, in_features) before the layers, which raises for a transposed (B, S, I) input whose batch and sequence dimensions cannot be merged without a copy.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.view(-1, x.shape[-1])                 # (rows, in_features)
        out = self.proj(flat) + self.fc2(torch.relu(self.fc1(flat)))
        return out.view(*lead, out.shape[-1])
