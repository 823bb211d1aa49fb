# Mistake: "Only **one** of the four is to blame" — the last in-place op (relu_) is replaced, as the most suspicious-looking one, but the culprit `g *= self.scale` (it overwrites sigmoid's saved output) stays: backward() still fails with "modified by an inplace operation".
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g *= self.scale
        out = h * g
        out += x
        return torch.relu(out)
