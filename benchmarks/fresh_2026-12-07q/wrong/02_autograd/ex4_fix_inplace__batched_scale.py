# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": the scale is given an explicit batch dimension, so for a single (D,) vector the output becomes (1, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)      # (1, D): one scale row for the batch
        out = h * g
        out += x
        return torch.relu_(out)
