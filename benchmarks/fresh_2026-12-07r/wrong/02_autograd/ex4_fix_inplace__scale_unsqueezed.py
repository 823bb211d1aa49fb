# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ...: keep every shape" -- scale is unsqueezed to (1, dim) "to broadcast over the batch", so a (dim,) input comes back as (1, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)    # out of place: sigmoid's saved output stays intact
        out = h * g
        out += x
        return torch.relu_(out)
