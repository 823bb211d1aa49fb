# Mistake: "`y = proj(x) + fc2(relu(fc1(x)))`" — applies a ReLU after the sum, as in ResNet's post-activation block, so negative outputs are cut to 0
import torch.nn.functional as F


class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.relu(self.proj(x) + self.fc2(F.relu(self.fc1(x))))
