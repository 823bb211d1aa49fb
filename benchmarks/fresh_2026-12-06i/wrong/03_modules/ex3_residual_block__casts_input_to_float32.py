# Mistake: "be float32 or float64 (after `.to()`)" — casts the input with x.float() "for safety", so a float64 block given a float64 x fails with a dtype mismatch (float32 input against float64 weights).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.float()                                  # data batches may come in as other types
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
