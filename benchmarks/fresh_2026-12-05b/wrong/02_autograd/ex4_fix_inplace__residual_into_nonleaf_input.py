# Mistake: "the input x is left untouched, whether it is a data batch, another layer's output or a leaf" — when x is another layer's output it adds the branch into x in place to save memory.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        if x.grad_fn is not None:          # an intermediate activation: reuse its memory
            out = x.add_(h * g)
        else:
            out = h * g
            out += x
        return torch.relu_(out)
