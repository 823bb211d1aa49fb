# Right: clones sigmoid's output *before* the in-place multiply, so the tensor sigmoid saved stays intact (clone's backward needs no values)
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        s = torch.sigmoid(self.gate(x))
        g = s.clone()
        g.mul_(self.scale)
        out = torch.mul(h, g)
        out.add_(x)
        return out.relu_()
