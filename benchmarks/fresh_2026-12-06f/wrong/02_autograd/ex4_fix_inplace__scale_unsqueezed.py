# Mistake: "`x` may have any number of leading dimensions ... keep every shape" — the fix broadcasts scale "explicitly over the batch" with unsqueeze(0): for an input of shape (D,) the output becomes (1, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)
        out = h * g
        out += x
        return torch.relu_(out)
