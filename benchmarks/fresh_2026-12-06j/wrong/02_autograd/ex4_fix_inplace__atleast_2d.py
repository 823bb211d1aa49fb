# Mistake: "x may have none, one or two leading dimensions (none: a single (dim,) vector) ... keep every shape": the input is lifted with torch.atleast_2d so the layers always see a batch, and a (D,) input comes back as (1, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        x = torch.atleast_2d(x)                # the Linear layers expect a batch
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale                     # the fix: sigmoid's output is saved, do not overwrite it
        out = h * g
        out += x
        return torch.relu_(out)
