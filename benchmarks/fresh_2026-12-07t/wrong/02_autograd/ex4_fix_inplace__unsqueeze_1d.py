# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": a 1-D input is lifted to a batch of one for the layers and never put back, so a (D,) input gives a (1, D) output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.dim() == 1:
            x = x.unsqueeze(0)                 # the Linear layers want (batch, dim)
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale                     # the fix: sigmoid's output is saved, do not overwrite it
        out = h * g
        out += x
        return torch.relu_(out)
